#!/bin/bash
# ns.sh full|ro CMD...: run CMD with GPU_ADVISOR_HOME=/tmp/a22/mnt, which is (full) a tmpfs holding a copy of
# /tmp/a22/homesrc with no space left, or (ro) a read-only bind mount of a copy; in a private mount namespace.
mode=$1; shift
mkdir -p /tmp/a22/mnt /tmp/a22/rocopy
exec unshare -m bash -c '
mode=$1; shift
if [ $mode = full ]; then
  mount -t tmpfs -o size=${SIZE:-40m} tmpfs /tmp/a22/mnt && cp -a ${SRC:-/tmp/a22/homesrc}/. /tmp/a22/mnt/ && (dd if=/dev/zero of=/tmp/a22/mnt/.filler bs=4k 2>/dev/null; true)
else
  rm -rf /tmp/a22/rocopy; cp -a ${SRC:-/tmp/a22/homesrc} /tmp/a22/rocopy && mount --bind -o ro /tmp/a22/rocopy /tmp/a22/mnt && mount -o remount,bind,ro /tmp/a22/mnt
fi
export GPU_ADVISOR_HOME=/tmp/a22/mnt
"$@"' _ "$mode" "$@"
