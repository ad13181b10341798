#!/bin/bash
# make_image.sh OUT.img BUNDLE_DIR: the CIRCUITPY drive for the device harness, a 1020 KiB
# FAT12 image (flash offset 0x100000 of a 2 MB Pico) holding the bundle, with
# POCKET_CARDS_TRACE = 1 added to its settings.toml (boards/trace.py: the harness's sync
# points; a player's drive never has it). Needs mtools and dosfstools.
set -euo pipefail
PATH=$PATH:/usr/sbin:/sbin  # mkfs.fat, for a user whose PATH lacks them
out=$1
bundle=$2
for tool in mkfs.fat mcopy; do
  command -v $tool >/dev/null 2>&1 || { echo "make_image.sh: $tool is missing (Debian: apt-get install mtools dosfstools)" >&2; exit 1; }
done
[ -f "$bundle/code.py" ] || { echo "make_image.sh: $bundle has no code.py (make bundle first)" >&2; exit 1; }
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp -r "$bundle"/. "$tmp"/
{ [ -f "$tmp/settings.toml" ] && cat "$tmp/settings.toml"; echo "POCKET_CARDS_TRACE = 1"; } > "$tmp/settings.new"
mv "$tmp/settings.new" "$tmp/settings.toml"
mkdir -p "$(dirname "$out")"
rm -f "$out"
mkfs.fat -F 12 -S 512 -n CIRCUITPY -C "$out" 1020 >/dev/null
MTOOLS_NO_VFAT=0 mcopy -s -o -i "$out" "$tmp"/* ::/
echo "make_image.sh: $out ($(du -sk "$tmp" | cut -f1) KB of files; settings.toml: $(tr '\n' ';' < "$tmp/settings.toml"))"
