// What the "Move the API key to secret storage" fix leaves where the key was. Config files of the
// `NAME=value` kind (.env, .properties, .ini, shell scripts) get an empty value: the program reading them
// sees "no key", as it would before one was set. Everything else (JSON, YAML, TOML, code, logs) gets a word
// that says where the key went, valid inside quotes or bare.

export const MOVED_KEY_PLACEHOLDER = 'REMOVED_API_KEY';

const EMPTY_VALUE_LANGUAGES = new Set(['dotenv', 'properties', 'ini', 'shellscript', 'env']);
const EMPTY_VALUE_FILE = /(?:^|[\\/])\.env(?:\.[^\\/]*)?$|\.(?:env|properties|ini|cfg|conf|sh|bash|zsh)$/i;

export function keyPlaceholder(languageId: string, fileName: string): string {
  return EMPTY_VALUE_LANGUAGES.has(languageId) || EMPTY_VALUE_FILE.test(fileName) ? '' : MOVED_KEY_PLACEHOLDER;
}
