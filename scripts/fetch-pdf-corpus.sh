#!/usr/bin/env bash
# Fetches a corpus of malformed and unusual PDFs from the test suites that Debian's source
# packages of PDF libraries carry (pdf.js, qpdf, pikepdf, pypdf, pdfminer), and keeps only
# the PDFs, under .cache/pdf-corpus/<package>/. Nothing of it is committed (.gitignore).
# Usage: bash scripts/fetch-pdf-corpus.sh [package ...]
set -euo pipefail
cd "$(dirname "$0")/.."
out="${PDF_CORPUS_DIR:-.cache/pdf-corpus}"
packages=("$@")
[ ${#packages[@]} -gt 0 ] || packages=(pdf.js qpdf pikepdf pypdf pdfminer)

# A private apt configuration with Debian's deb-src entries: the machine's own lists stay as they are.
apt_dir="$(mktemp -d)"
trap 'rm -rf "$apt_dir"' EXIT
mkdir -p "$apt_dir/parts" "$apt_dir/lists/partial" "$apt_dir/download"
cat >"$apt_dir/parts/debian-src.sources" <<SOURCES
Types: deb-src
URIs: http://deb.debian.org/debian
Suites: bookworm
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SOURCES
apt_opts=(-o Dir::Etc::SourceList=/dev/null -o "Dir::Etc::SourceParts=$apt_dir/parts" -o "Dir::State::Lists=$apt_dir/lists")
apt-get "${apt_opts[@]}" update -qq

mkdir -p "$out"
for package in "${packages[@]}"; do
  echo "Fetching the source of $package"
  (cd "$apt_dir/download" && apt-get "${apt_opts[@]}" source --download-only -qq "$package")
  target="$out/$package"
  rm -rf "$target" && mkdir -p "$target"
  for tarball in "$apt_dir"/download/"${package}"_*.orig.tar.*; do
    [ -f "$tarball" ] || continue
    tar -xf "$tarball" -C "$target" --wildcards --no-anchored '*.pdf' '*.PDF' 2>/dev/null || true
  done
  rm -f "$apt_dir"/download/*
  echo "  $(find "$target" -type f | wc -l) PDFs in $target"
done
