/**
 * Bank response codes as BPOINT's test mode returns them: the amount's cents pick the code
 * ('00' approves). Texts follow the AS2805 meanings; any other code is a plain decline.
 */
const BANK_RESPONSES: Record<string, string> = {
  '00': 'Approved',
  '01': 'Refer to card issuer',
  '04': 'Pick up card',
  '05': 'Do not honour',
  '08': 'Honour with identification',
  '12': 'Invalid transaction',
  '13': 'Invalid amount',
  '14': 'Invalid card number',
  '30': 'Format error',
  '31': 'Bank not supported by switch',
  '33': 'Expired card',
  '34': 'Suspected fraud',
  '41': 'Lost card',
  '43': 'Stolen card',
  '51': 'Insufficient funds',
  '54': 'Expired card',
  '57': 'Transaction not permitted to cardholder',
  '61': 'Exceeds withdrawal amount limit',
  '62': 'Restricted card',
  '65': 'Exceeds withdrawal frequency limit',
  '91': 'Card issuer unavailable',
  '96': 'System malfunction',
};

/** The response code a test-mode amount selects: its last two cent digits. */
export const responseCodeForAmount = (amountCents: number): string => String(amountCents % 100).padStart(2, '0');

export const responseText = (code: string): string => BANK_RESPONSES[code] ?? 'Transaction declined';
