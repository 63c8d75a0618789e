/**
 * The service's dashboard page where a user creates an API key, in the dashboard's own language paths:
 * `br` for Portuguese, `us` for everyone else.
 */
export function apiKeysPageUrl(displayLanguage: string): string {
  return displayLanguage.toLowerCase().startsWith('pt')
    ? 'https://dash.loritta.website/br/api-keys'
    : 'https://dash.loritta.website/us/api-keys';
}
