// microhttpd.h expects these system headers first.
#include <stdarg.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/select.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <string.h>
#include <microhttpd.h>

// Swift does not import C-variadic functions; these fixed-argument wrappers
// expose the few calls the preview server needs.

// Starts a daemon on a socket that is already bound and listening, so the
// caller sees the exact bind error (EADDRINUSE, EACCES) itself.
static inline struct MHD_Daemon *
hig_mhd_start_daemon (unsigned int flags,
                      MHD_socket listen_fd,
                      MHD_AccessHandlerCallback handler, void *handler_cls,
                      MHD_RequestCompletedCallback completed, void *completed_cls,
                      void *(*uri_log) (void *cls, const char *uri,
                                        struct MHD_Connection *connection),
                      void *uri_log_cls,
                      size_t (*unescape) (void *cls, struct MHD_Connection *connection,
                                          char *s),
                      void *unescape_cls,
                      MHD_NotifyConnectionCallback notify_connection,
                      void *notify_connection_cls,
                      size_t memory_limit,
                      unsigned int connection_limit,
                      unsigned int timeout_seconds)
{
  return MHD_start_daemon (flags, 0, NULL, NULL, handler, handler_cls,
                           MHD_OPTION_LISTEN_SOCKET, listen_fd,
                           MHD_OPTION_NOTIFY_COMPLETED, completed, completed_cls,
                           MHD_OPTION_URI_LOG_CALLBACK, uri_log, uri_log_cls,
                           MHD_OPTION_UNESCAPE_CALLBACK, unescape, unescape_cls,
                           MHD_OPTION_NOTIFY_CONNECTION, notify_connection, notify_connection_cls,
                           MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                           MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                           MHD_OPTION_CONNECTION_TIMEOUT, timeout_seconds,
                           MHD_OPTION_END);
}

// The socket of a connection, or -1.
static inline MHD_socket
hig_mhd_connection_fd (struct MHD_Connection *connection)
{
  const union MHD_ConnectionInfo *info =
    MHD_get_connection_info (connection, MHD_CONNECTION_INFO_CONNECTION_FD);
  return (NULL == info) ? -1 : info->connect_fd;
}

// The client's address (IPv4 or IPv6 bytes, without the port) into `out`
// (16 bytes); its length, or 0.
static inline size_t
hig_mhd_client_address (struct MHD_Connection *connection, uint8_t *out)
{
  const union MHD_ConnectionInfo *info =
    MHD_get_connection_info (connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (NULL == info || NULL == info->client_addr)
    return 0;
  const struct sockaddr *address = info->client_addr;
  if (AF_INET == address->sa_family)
  {
    memcpy (out, &((const struct sockaddr_in *) address)->sin_addr, 4);
    return 4;
  }
  if (AF_INET6 == address->sa_family)
  {
    memcpy (out, &((const struct sockaddr_in6 *) address)->sin6_addr, 16);
    return 16;
  }
  return 0;
}

// The port the daemon listens on, or 0.
static inline uint16_t
hig_mhd_bound_port (struct MHD_Daemon *daemon)
{
  const union MHD_DaemonInfo *info =
    MHD_get_daemon_info (daemon, MHD_DAEMON_INFO_BIND_PORT);
  return (NULL == info) ? 0 : info->port;
}
