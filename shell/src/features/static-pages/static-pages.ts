import type { ComponentType } from 'react';
import { CompanyPage } from './company-page';
import { ContactsPage } from './contacts-page';
import { DeliveryPage } from './delivery-page';
import { GuaranteePage } from './guarantee-page';
import { PaymentPage } from './payment-page';
import { ReturnPage } from './return-page';

/** The shell's own text pages (spec §2). */
export const STATIC_PAGES: readonly { path: string; Page: ComponentType }[] = [
  { path: 'contacts', Page: ContactsPage },
  { path: 'company', Page: CompanyPage },
  { path: 'return', Page: ReturnPage },
  { path: 'guarantee', Page: GuaranteePage },
  { path: 'payment', Page: PaymentPage },
  { path: 'delivery', Page: DeliveryPage },
];
