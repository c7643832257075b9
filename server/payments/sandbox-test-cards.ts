/**
 * The sandbox gateway's documented test cards (BPOINT's test-mode card numbers). Any expiry
 * date not in the past and any CVN of 3 or 4 digits are accepted; the amount's cents pick the
 * bank response (bank-responses.ts).
 */
export const SANDBOX_TEST_CARDS: Record<string, string> = {
  '4987654321098769': 'Visa',
  '5123456789012346': 'MasterCard',
  '2720010040360012': 'MasterCard',
  '345678901234564': 'AMEX',
  '30123456789019': 'Diners',
  '3530111333300000': 'JCB',
};
