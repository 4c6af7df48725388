import { Link } from 'react-router';
import { buttonClasses } from '../Button';
import { Icon } from '../Icon';
import { debtPaymentPath, debtTexts } from './debt';

/** 'Bakiyeyi Kartla Öde': the payment page with the open balance (amount from the server). */
export function PayBalanceLink({ className }: { className?: string }) {
  return (
    <Link
      to={debtPaymentPath('balance')}
      className={buttonClasses('primary', 'md', className)}
      data-testid="pay-balance"
    >
      <Icon name="fa-solid fa-credit-card" />
      {debtTexts.payBalance}
    </Link>
  );
}
