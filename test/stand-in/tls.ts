// The stand-in's TLS identity: a self-signed certificate (100 years) for api.profile-lookup.test, localhost
// and 127.0.0.1, made with `openssl req -x509 -newkey ec -pkeyopt ec_paramgen_curve:prime256v1 -days 36500
// -nodes`. Its private key is public on purpose and protects nothing: no client trusts this certificate
// unless told not to check, which is what the certificate tests need. `.test` is reserved (RFC 2606), so the
// name resolves nowhere: a client reaches it only through the test proxy, which maps it to 127.0.0.1.
// Inline rather than in .pem files: the integration tests bundle the stand-in, which leaves files behind.

export const STAND_IN_TLS_HOST = 'api.profile-lookup.test';

export const STAND_IN_TLS = {
  key: `-----BEGIN PRIVATE KEY-----
MIGHAgEAMBMGByqGSM49AgEGCCqGSM49AwEHBG0wawIBAQQgo49scXEQ7K21IC9z
RWH6VZ87V0y6SANiZy/tHcTP/I+hRANCAASFYJlllxWjxqK50MP/Tgx+k8tsnwYc
H2VeNB+aGpyLd8d9103hI84NEi4yp209Opv9kKqjbMpEFqSN3An/O5FZ
-----END PRIVATE KEY-----
`,
  cert: `-----BEGIN CERTIFICATE-----
MIIB0jCCAXigAwIBAgIUWoYUXydUCf4fKjIkg2q0FQsjMGswCgYIKoZIzj0EAwIw
IjEgMB4GA1UEAwwXYXBpLnByb2ZpbGUtbG9va3VwLnRlc3QwIBcNMjYxMTIyMTgx
OTU4WhgPMjEyNjEwMjkxODE5NThaMCIxIDAeBgNVBAMMF2FwaS5wcm9maWxlLWxv
b2t1cC50ZXN0MFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAEhWCZZZcVo8aiudDD
/04MfpPLbJ8GHB9lXjQfmhqci3fHfddN4SPODRIuMqdtPTqb/ZCqo2zKRBakjdwJ
/zuRWaOBiTCBhjAdBgNVHQ4EFgQUHRRd5r344RsgSeJYFpuMtKHjuR0wHwYDVR0j
BBgwFoAUHRRd5r344RsgSeJYFpuMtKHjuR0wDwYDVR0TAQH/BAUwAwEB/zAzBgNV
HREELDAqghdhcGkucHJvZmlsZS1sb29rdXAudGVzdIIJbG9jYWxob3N0hwR/AAAB
MAoGCCqGSM49BAMCA0gAMEUCIGNd161iQsAdqA7CDvSsYknwCe5ZTjAE7ARevbk8
Ro/qAiEAtBxP0bVeQaITS1ffUFSRwGsDawh1tBzekPycHicdkUw=
-----END CERTIFICATE-----
`,
};
