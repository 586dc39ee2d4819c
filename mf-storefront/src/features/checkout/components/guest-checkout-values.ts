import type { GuestCheckoutForm } from '@market/domain/guest-order';
import type { CheckoutValues } from './shipping-form';

/** The guest checkout form's values as edited: the member's checkout values plus the guest. */
export type GuestCheckoutValues = CheckoutValues & Pick<GuestCheckoutForm, 'guest' | 'passwordConfirm'>;
