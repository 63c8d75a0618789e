// A count as the folder view writes it: grouped in the display language ("12,345"; "12.345" in pt-BR).
import { numberFormatRemembered } from '../../../markup';

export function groupedInteger(value: number, locale: string): string {
  return numberFormatRemembered(locale, 'integer', { maximumFractionDigits: 0 }).format(value);
}
