import { ADMIN_FINANCE_CONTENT } from '@payee/content/admin-finance';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';

/**
 * An amount typed as dollars ("1,234.50", "$750"): a text input (never type="number", which changes on scroll
 * and cannot hold "$" or ","), read by lib/typed-dollars into the API's decimal string when the form is sent.
 */
export function MoneyField({ hint = ADMIN_FINANCE_CONTENT.amountHint, ...props }: TextFieldProps) {
  return <TextField inputMode="decimal" autoComplete="off" spellCheck={false} isShort hint={hint} {...props} />;
}
