import { lazy } from 'react';
import { LuSearch } from 'react-icons/lu';
import type { AddressSearchResult } from '@market/domain/address';
import { LazyDialogButton } from '../lazy-dialog-button';

const AddressSearchDialog = lazy(() => import(/* webpackChunkName: "address-search" */ './address-search-dialog'));

/** '주소 검색': opens the search dialog (its code loads on the first press); focus comes back here. */
export function AddressSearchButton({
  onPick,
  testId = 'address-search-open',
}: {
  onPick: (a: AddressSearchResult) => void;
  testId?: string;
}) {
  return (
    <LazyDialogButton
      variant="outline"
      flexShrink="0"
      data-testid={testId}
      dialog={(props) => <AddressSearchDialog {...props} onPick={onPick} />}
    >
      <LuSearch aria-hidden /> 주소 검색
    </LazyDialogButton>
  );
}
