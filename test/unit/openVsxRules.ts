// The metadata rules the Open VSX registry applies when an extension is published, as its server states them
// (eclipse/openvsx, server/src/main/java/org/eclipse/openvsx/ExtensionValidator.java: validateNamespace,
// validateExtensionName, validateMetadata), plus the license open-vsx.org requires (ovsx's check-license). The
// server is Java and online only: these checks run the same rules here, offline, on the packaged manifest.

const NAME = /^[\w\-+$~]+$/;
const DEFAULT_SIZE = 255;
const DESCRIPTION_SIZE = 2048;
const GALLERY_COLOR_SIZE = 16;
/** Character.getType CONTROL, FORMAT, UNASSIGNED, PRIVATE_USE, LINE_SEPARATOR, PARAGRAPH_SEPARATOR. */
const FORBIDDEN_CHARACTER = /[\p{Cc}\p{Cf}\p{Cn}\p{Co}\p{Zl}\p{Zp}]/u;
const VERSION_CHARACTER = /^[\p{L}\p{Nd}$+\-,.:;_]$/u;
const RESERVED_VERSIONS = ['latest', 'pre-release', 'reviews'];

export interface PackagedManifest {
  publisher?: unknown;
  name?: unknown;
  version?: unknown;
  displayName?: unknown;
  description?: unknown;
  categories?: unknown;
  keywords?: unknown;
  license?: unknown;
  homepage?: unknown;
  repository?: unknown;
  bugs?: unknown;
  markdown?: unknown;
  qna?: unknown;
  galleryBanner?: { color?: unknown; theme?: unknown };
}

/** @returns the issues Open VSX would refuse the upload for; none means it passes. */
export function openVsxIssues(manifest: PackagedManifest, hasLicenseFile: boolean): string[] {
  const issues: string[] = [];
  checkName(manifest.publisher, 'namespace (publisher)', issues);
  checkName(manifest.name, 'name', issues);
  checkVersion(manifest.version, issues);
  checkText(manifest.displayName, 'displayName', DEFAULT_SIZE, issues);
  checkText(manifest.description, 'description', DESCRIPTION_SIZE, issues);
  for (const category of asList(manifest.categories)) checkText(category, 'categories', DEFAULT_SIZE, issues);
  for (const keyword of asList(manifest.keywords)) checkText(keyword, 'keywords', DEFAULT_SIZE, issues);
  checkText(manifest.license, 'license', DEFAULT_SIZE, issues);
  if (!manifest.license && !hasLicenseFile) issues.push('no license: open-vsx.org accepts only licensed extensions');
  checkUrl(manifest.homepage, 'homepage', issues);
  checkUrl(urlOf(manifest.repository), 'repository', issues);
  checkUrl(urlOf(manifest.bugs), 'bugs', issues);
  checkOneOf(manifest.markdown, 'markdown', ['github', 'standard'], issues);
  checkText(manifest.galleryBanner?.color, 'galleryBanner.color', GALLERY_COLOR_SIZE, issues);
  checkOneOf(manifest.galleryBanner?.theme, 'galleryBanner.theme', ['dark', 'light'], issues);
  if (manifest.qna !== undefined && manifest.qna !== 'marketplace' && manifest.qna !== false && !isUrl(manifest.qna)) {
    issues.push(`qna must be "marketplace", false or a URL: ${String(manifest.qna)}`);
  }
  return issues;
}

function checkName(value: unknown, field: string, issues: string[]): void {
  if (typeof value !== 'string' || value === '' || value === '-') issues.push(`${field} must not be empty`);
  else if (!NAME.test(value)) issues.push(`invalid ${field}: ${value}`);
  else if (value.length > DEFAULT_SIZE) issues.push(`${field} is over ${DEFAULT_SIZE} characters`);
}

function checkVersion(value: unknown, issues: string[]): void {
  if (typeof value !== 'string' || value === '') {
    issues.push('version must not be empty');
    return;
  }
  if (RESERVED_VERSIONS.includes(value)) issues.push(`the version ${value} is reserved`);
  const bad = [...value].find((character) => !VERSION_CHARACTER.test(character));
  if (bad !== undefined) issues.push(`invalid character ${JSON.stringify(bad)} in version ${value}`);
}

function checkText(value: unknown, field: string, limit: number, issues: string[]): void {
  if (value === undefined || value === null) return;
  const text = String(value);
  if (FORBIDDEN_CHARACTER.test(text)) issues.push(`invalid character in ${field}: ${JSON.stringify(text)}`);
  // Java counts UTF-16 code units, as String.length does.
  if (text.length > limit) issues.push(`${field} is over ${limit} characters`);
}

function checkUrl(value: unknown, field: string, issues: string[]): void {
  if (value === undefined || value === null || value === '') return;
  if (!isUrl(value)) issues.push(`invalid URL in ${field}: ${String(value)}`);
  else if (String(value).length > DEFAULT_SIZE) issues.push(`${field} is over ${DEFAULT_SIZE} characters`);
}

function checkOneOf(value: unknown, field: string, allowed: string[], issues: string[]): void {
  if (value === undefined || value === null || value === '') return;
  if (!allowed.includes(String(value))) issues.push(`${field} must be one of ${allowed.join(', ')}: ${String(value)}`);
}

/** java.net.URL with a non-empty host, after an optional git+ prefix. */
function isUrl(value: unknown): boolean {
  if (typeof value !== 'string' || value === '') return false;
  const text = value.startsWith('git+') && value.length > 4 ? value.slice(4) : value;
  try {
    return new URL(text).hostname !== '';
  } catch {
    return false;
  }
}

/** package.json's repository and bugs may each be a string or an object with a url. */
function urlOf(value: unknown): unknown {
  if (value && typeof value === 'object' && 'url' in value) return (value as { url: unknown }).url;
  return value;
}

function asList(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}
