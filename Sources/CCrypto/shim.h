// OpenSSL's libcrypto (Debian libssl-dev), for the lock file's SHA-256 digests.
#include <openssl/evp.h>
