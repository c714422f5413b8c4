/** A `tel:` link for a phone as printed, e.g. "+7 (495) 000-00-00" -> "tel:+74950000000". */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
