import * as assert from 'node:assert/strict';
import { apiKeysPageUrl } from '../../../../../src/features/apiKey/core/apiKeysPageUrl';

describe('features/apiKey/core/apiKeysPageUrl', () => {
  it("opens the dashboard in the display language's path: br for Portuguese, us for every other", () => {
    for (const language of ['pt-br', 'pt-BR', 'pt'])
      assert.equal(apiKeysPageUrl(language), 'https://dash.loritta.website/br/api-keys', language);
    for (const language of ['en', 'de', 'es', ''])
      assert.equal(apiKeysPageUrl(language), 'https://dash.loritta.website/us/api-keys', language);
  });
});
