# Seventh review (attack7): a stand-in catalog mirror for scripts/attack/a7_cli.sh (A7-10, A7-11).
# ruff: noqa: E702, E501  (a throwaway probe harness, kept to reproduce)
"""A mirror that answers every vms.csv with a valid header, then one byte a second, for ever."""
import sys
import time
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer


class H(BaseHTTPRequestHandler):
    def log_message(self, *a): pass
    def do_GET(self):
        self.send_response(200); self.send_header("Content-Type", "text/csv"); self.end_headers()
        try:
            self.wfile.write(b"InstanceType,AcceleratorName,AcceleratorCount,vCPUs,MemoryGiB,Price,Region,GpuInfo,SpotPrice\n"); self.wfile.flush()
            while True:
                time.sleep(float(sys.argv[2])); self.wfile.write(b"x"); self.wfile.flush()
        except OSError:
            pass
s = ThreadingHTTPServer(("127.0.0.1", int(sys.argv[1])), H); s.serve_forever()
