/** "(517) 555-0142" → "tel:+15175550142" (US numbers; 10 digits get the +1 country code). */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `tel:${digits.length === 10 ? `+1${digits}` : digits}`;
}
