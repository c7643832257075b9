import type { FactItem } from '../../core/types.ts';
import { FactsList } from '../components/facts-list.tsx';

export interface BankAccount {
  id?: string;
  bsb?: string;
  accountNumber?: string;
  accountName?: string;
  code?: string;
}

const accountFacts: FactItem[] = [
  { label: 'BSB', pointer: '/bsb' },
  { label: 'Account number', pointer: '/accountNumber' },
  { label: 'Account name', pointer: '/accountName' },
];

/** The account already held, read-only. */
export function ExistingAccount({ account }: { account: BankAccount }) {
  return <FactsList facts={accountFacts} context={account} />;
}
