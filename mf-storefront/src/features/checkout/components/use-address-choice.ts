import type { Address, AddressSearchResult } from '@market/domain/address';
import { toaster } from '@market/ui/toaster';
import { useCallback, useEffect, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { createAddress, useAddresses } from '../../../api/addresses-api';
import { NEW_ADDRESS } from './saved-addresses';
import type { CheckoutValues } from './shipping-form';

/**
 * The member checkout's address choice: the saved addresses (the default preselected and filled
 * in), '새 배송지', 주소 검색's pick, and saving a new address to the book after the order.
 */
export function useAddressChoice(
  form: UseFormReturn<CheckoutValues, unknown, unknown>,
  customer: { name: string; phone?: string | null } | null,
) {
  const book = useAddresses(customer !== null);
  const addresses = book.data?.items ?? [];
  const [choice, setChoice] = useState<string | null>(null);
  const [saveNew, setSaveNew] = useState(false);
  const { setValue, getValues } = form;

  const fill = useCallback(
    (a: Pick<Address, 'name' | 'phone' | 'zipCode' | 'address' | 'detailAddress'>) => {
      const opts = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
      setValue('shippingAddress.name', a.name, opts);
      setValue('shippingAddress.phone', a.phone, opts);
      setValue('shippingAddress.zipCode', a.zipCode, opts);
      setValue('shippingAddress.address', a.address, opts);
      setValue('shippingAddress.detailAddress', a.detailAddress, opts);
    },
    [setValue, form.formState.isSubmitted],
  );

  // Once the book is read: the default address, or a new one when the book is empty.
  useEffect(() => {
    if (choice !== null || !book.data) return;
    const first = book.data.items.find((a) => a.isDefault) ?? book.data.items[0];
    if (first) fill(first);
    setChoice(first ? first.id : NEW_ADDRESS);
  }, [book.data, choice, fill]);

  const choose = (id: string) => {
    setChoice(id);
    const picked = addresses.find((a) => a.id === id);
    if (picked) fill(picked);
    else fill({ name: customer?.name ?? '', phone: customer?.phone ?? '', zipCode: '', address: '', detailAddress: '' });
  };

  /** 주소 검색's pick: a new address from here on; the shopper types the detail next. */
  const picked = (r: AddressSearchResult) => {
    if (choice !== NEW_ADDRESS) setChoice(NEW_ADDRESS);
    setValue('shippingAddress.zipCode', r.zipCode, { shouldDirty: true, shouldValidate: true });
    setValue('shippingAddress.address', r.roadAddress, { shouldDirty: true, shouldValidate: true });
    setValue('shippingAddress.detailAddress', '', { shouldDirty: true });
    requestAnimationFrame(() => document.getElementById('checkout-detailAddress')?.focus());
  };

  /** After the order: a new address the shopper asked to keep goes to the book (its failure only says so). */
  const saveAfterOrder = async () => {
    if (choice !== NEW_ADDRESS || !saveNew) return;
    const { name, phone, zipCode, address, detailAddress } = getValues('shippingAddress');
    try {
      await createAddress({ name, phone, zipCode, address, detailAddress: detailAddress || undefined });
      toaster.create({ type: 'success', title: '배송지 목록에 저장했습니다' });
    } catch (e) {
      toaster.create({ type: 'warning', title: '배송지를 저장하지 못했습니다', description: e instanceof Error ? e.message : undefined });
    }
  };

  return {
    addresses,
    loaded: book.data !== undefined || book.error !== undefined,
    full: addresses.length >= (book.data?.max ?? Infinity),
    choice: choice ?? NEW_ADDRESS,
    choose,
    picked,
    saveNew,
    setSaveNew,
    saveAfterOrder,
  };
}
