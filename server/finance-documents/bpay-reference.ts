/**
 * The BPAY customer reference number of a transaction: the digits of its number followed by a
 * Luhn (mod 10) check digit, as billers commonly issue them, so a mistyped reference is refused
 * by the payer's bank.
 */
export function bpayReference(invoiceNo: string): string {
  const digits = invoiceNo.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return `${digits}${(10 - (sum % 10)) % 10}`;
}
