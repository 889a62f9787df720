"""The live-reload stream of a running `hig serve`, as a browser tab holds it: the benchmarks
that time a file write to the reload event a page receives share it."""
import socket
import time


class ReloadEvents:
    def __init__(self, port):
        self.socket = socket.create_connection(("127.0.0.1", port))
        self.socket.sendall(b"GET /_hig/events HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        self.buffer = b""

    def forget(self):
        """Drops what arrived so far, read or not, so the next wait is for a later event."""
        self.socket.settimeout(0.05)
        try:
            while self.socket.recv(65536):
                pass
        except socket.timeout:
            pass
        self.buffer = b""

    def wait(self, timeout=10.0):
        """Whether a reload event arrives within `timeout` seconds (consuming it)."""
        deadline = time.time() + timeout
        self.socket.settimeout(0.05)
        while time.time() < deadline:
            if b"event: reload" in self.buffer:
                end = self.buffer.find(b"\n\n", self.buffer.index(b"event: reload"))
                if end >= 0:
                    self.buffer = self.buffer[end + 2:]
                    return True
            try:
                self.buffer += self.socket.recv(65536)
            except socket.timeout:
                pass
        return False
