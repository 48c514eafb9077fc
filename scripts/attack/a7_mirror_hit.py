# Seventh review (attack7): a stand-in catalog mirror for scripts/attack/a7_cli.sh (A7-10, A7-11).
# ruff: noqa: E702  (a throwaway probe harness, kept to reproduce)
import sys
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class H(BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_GET(self):
        print("HIT", self.client_address[0], self.path, flush=True)
        self.send_response(404); self.send_header("Content-Length", "0"); self.end_headers()
ThreadingHTTPServer(("0.0.0.0", int(sys.argv[1])), H).serve_forever()
