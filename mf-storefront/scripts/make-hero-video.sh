#!/usr/bin/env bash
# Renders the home page's hero video and its poster from generated frames (no downloaded footage):
# slow silk-like waves in warm neutral tones with the STYLEHUB wordmark in the upper third (the page
# sets its own headline over the lower part), 8 s at 24 fps, 1280x720,
# H.264 MP4 without audio. Every wave has a period that divides 8 s, so the clip loops seamlessly.
# The outputs are committed under src/assets/, so builds and CI never need ffmpeg.
#   usage: mf-storefront/scripts/make-hero-video.sh   (needs ffmpeg: apt-get install -y ffmpeg)
set -euo pipefail

here="$(cd "$(dirname "$0")/.." && pwd)"
out="$here/src/assets"
mkdir -p "$out"

seconds=8
fps=24
font="$(fc-match -f '%{file}' 'Noto Sans CJK KR:bold' 2>/dev/null || true)"
[ -f "$font" ] || font="$(fc-match -f '%{file}' 'sans:bold')"

# Waves: phase p = 2*PI*T/8 (one turn per loop). The field is computed small and scaled up:
# smooth gradients survive the upscale and the encoder keeps them in few bytes.
p='(2*PI*T/8)'
wave="(0.5+0.22*sin(2*PI*(X/W*1.3+Y/H*0.4)+${p}+2.2*sin(2*PI*(Y/H*0.9)-${p}))+0.18*sin(2*PI*(X/W*0.6-Y/H*1.1)-2*${p}))"

ffmpeg -hide_banner -loglevel error -y \
  -f lavfi -i "color=c=black:s=320x180:r=${fps}:d=${seconds}" \
  -vf "format=rgb24,geq=r='24+150*${wave}':g='21+138*${wave}':b='19+122*${wave}',scale=1280:720:flags=bicubic,\
drawtext=fontfile='${font}':text='STYLEHUB':fontsize=150:fontcolor=white@0.16:x=(w-text_w)/2:y=h*0.3-text_h/2,\
format=yuv420p" \
  -c:v libx264 -preset veryslow -crf 30 -tune grain -g $((fps * seconds)) -movflags +faststart -an \
  "$out/hero.mp4"

# Poster and fallback image: the first frame, so the switch to video is seamless.
ffmpeg -hide_banner -loglevel error -y -i "$out/hero.mp4" -frames:v 1 -q:v 6 "$out/hero-poster.jpg"

ls -l "$out/hero.mp4" "$out/hero-poster.jpg"
