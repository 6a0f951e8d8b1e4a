#!/usr/bin/env bash
# Makes the two demo courses in apps/server/src/modules/course/demo/ (folder format yzfk-course/1):
#   demo-minfa-video  video, free:       3 lessons, a slide of a 民法典 article with its narration
#   demo-xingfa-audio audio, authorised: 2 lessons, the narration of a 刑法 article
# Everything is made here from the article texts of the demo's sample laws
# (apps/server/src/modules/law/sample-laws.seed.ts): slides and covers drawn by ffmpeg with
# Noto Sans CJK SC (bold drawn as a 1 px border), narration synthesised by espeak-ng's Mandarin voice. Nothing is downloaded.
#
# Run by hand, from anywhere, after installing the tools (Debian/Ubuntu):
#   apt-get install -y ffmpeg espeak-ng fonts-noto-cjk
#   bash scripts/make-demo-media.sh
# The product and the tests never need these tools: the generated files are committed.
# Rerunning with the same tool versions gives the same files.
set -euo pipefail
export LC_ALL=C.UTF-8

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
DEMO_DIR="$ROOT/apps/server/src/modules/course/demo"
FONT='Noto Sans CJK SC'

for tool in ffmpeg ffprobe espeak-ng fc-match; do
  command -v "$tool" > /dev/null || {
    echo "缺少 $tool：请先运行 apt-get install -y ffmpeg espeak-ng fonts-noto-cjk" >&2
    exit 1
  }
done
fc-list "$FONT" | grep -q . || {
  echo "缺少字体 $FONT：请先运行 apt-get install -y fonts-noto-cjk" >&2
  exit 1
}

WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# Flags that keep the output free of dates and tool versions where ffmpeg allows it.
BITEXACT=(-map_metadata -1 -fflags +bitexact -flags:v +bitexact -flags:a +bitexact -threads 1)

duration() { ffprobe -v error -show_entries format=duration -of csv=p=0 "$1"; }

# wrap TEXT WIDTH: breaks TEXT into lines of at most WIDTH characters, of even length (no
# lone last character); a line never starts with a closing punctuation mark (it stays at the end
# of the line before, one character past WIDTH).
wrap() {
  local text="$1" width="$2" out='' line='' ch i lines
  lines=$(((${#text} + width - 1) / width))
  width=$(((${#text} + lines - 1) / lines))
  for ((i = 0; i < ${#text}; i++)); do
    ch="${text:i:1}"
    if ((${#line} >= width)) && [[ "$ch" != [，。；：、）」！？] ]]; then
      out+="$line"$'\n'
      line=''
    fi
    line+="$ch"
  done
  printf '%s' "$out$line"
}

# narrate TEXT OUT.wav: the Mandarin narration of TEXT, 6 to 10 s long (a short pause before,
# a pause after). espeak-ng speaks faster until the speech fits.
narrate() {
  local text="$1" out="$2" speed=175 speech total
  while :; do
    espeak-ng -v cmn -s "$speed" -w "$WORK/speech.wav" "$text"
    speech="$(duration "$WORK/speech.wav")"
    awk -v d="$speech" 'BEGIN { exit !(d <= 9.2) }' && break
    speed=$((speed + 15))
    ((speed <= 280)) || {
      echo "朗读过长：$text" >&2
      exit 1
    }
  done
  total="$(awk -v d="$speech" 'BEGIN { t = d + 0.7; if (t < 6.5) t = 6.5; printf "%.2f", t }')"
  ffmpeg -v error -y -i "$WORK/speech.wav" -af "adelay=300:all=1,apad" -t "$total" \
    -ar 44100 -ac 1 "$out"
}

# slide OUT.png HEADER TITLE TEXT: a 640×360 slide with the course name, the article and its text.
slide() {
  local out="$1"
  printf '%s' "$2" > "$WORK/header.txt"
  printf '%s' "$3" > "$WORK/title.txt"
  wrap "$4" 22 > "$WORK/body.txt"
  printf '%s' '有章法考 · 示例课程 · 朗读为机器合成' > "$WORK/footer.txt"
  ffmpeg -v error -y -f lavfi -i 'color=c=0x1d3557:s=640x360' -frames:v 1 -vf "\
drawbox=x=0:y=0:w=640:h=44:color=0x457b9d:t=fill,\
drawtext=font='$FONT':textfile=$WORK/header.txt:fontsize=18:fontcolor=white:x=28:y=12,\
drawtext=font='$FONT':textfile=$WORK/title.txt:fontsize=32:fontcolor=0xf1c453:borderw=1:bordercolor=0xf1c453:x=44:y=72,\
drawtext=font='$FONT':textfile=$WORK/body.txt:fontsize=24:line_spacing=14:fontcolor=white:x=44:y=136,\
drawtext=font='$FONT':textfile=$WORK/footer.txt:fontsize=14:fontcolor=0xa8dadc:x=28:y=330" \
    "$out"
}

# cover OUT.jpg TITLE SUBTITLE COLOUR: a 480×270 cover with the course title.
cover() {
  printf '%s' "$2" > "$WORK/cover-title.txt"
  printf '%s' "$3" > "$WORK/cover-sub.txt"
  ffmpeg -v error -y -f lavfi -i "color=c=$4:s=480x270" -frames:v 1 -vf "\
drawtext=font='$FONT':textfile=$WORK/cover-title.txt:fontsize=34:fontcolor=white:borderw=1:bordercolor=white:x=(w-text_w)/2:y=92,\
drawtext=font='$FONT':textfile=$WORK/cover-sub.txt:fontsize=18:fontcolor=white@0.85:x=(w-text_w)/2:y=160" \
    -q:v 6 "${BITEXACT[@]}" "$1"
}

# video_lesson OUT.mp4 HEADER TITLE TEXT: the slide for as long as its narration, H.264 baseline
# + AAC, moov first (faststart) so a browser plays and seeks by range before the end has come.
video_lesson() {
  slide "$WORK/slide.png" "$2" "$3" "$4"
  narrate "$3。$4" "$WORK/narration.wav"
  ffmpeg -v error -y -loop 1 -framerate 10 -i "$WORK/slide.png" -i "$WORK/narration.wav" \
    -t "$(duration "$WORK/narration.wav")" \
    -c:v libx264 -profile:v baseline -level 3.0 -pix_fmt yuv420p -tune stillimage -crf 30 -g 20 \
    -c:a aac -b:a 48k -ac 1 -ar 44100 \
    -metadata title="$3" "${BITEXACT[@]}" -movflags +faststart "$1"
}

# audio_lesson OUT.m4a TITLE TEXT: AAC in MP4 (.m4a), faststart.
audio_lesson() {
  narrate "$2。$3" "$WORK/narration.wav"
  ffmpeg -v error -y -i "$WORK/narration.wav" -c:a aac -b:a 48k -ac 1 -ar 44100 \
    -metadata title="$2" "${BITEXACT[@]}" -movflags +faststart "$1"
}

# ---- 民法：video, free ----------------------------------------------------------------------------
dir="$DEMO_DIR/demo-minfa-video"
rm -rf "$dir"
mkdir -p "$dir"
head='民法典 · 诉讼时效（示例）'
video_lesson "$dir/l1.mp4" "$head" '第一百八十八条' \
  '向人民法院请求保护民事权利的诉讼时效期间为三年。'
video_lesson "$dir/l2.mp4" "$head" '第一百九十二条' \
  '诉讼时效期间届满的，义务人可以提出不履行义务的抗辩。'
video_lesson "$dir/l3.mp4" "$head" '第一百九十三条' \
  '人民法院不得主动适用诉讼时效的规定。'
cover "$dir/cover.jpg" '民法总则 · 诉讼时效' '精讲（示例）· 视频课' '0x1d3557'
cat > "$dir/course.json" << 'JSON'
{
  "format": "yzfk-course/1",
  "key": "demo-minfa-video",
  "kind": "video",
  "title": "民法总则 · 诉讼时效精讲（示例）",
  "teacher": "有章法考教研组",
  "subject": "民法",
  "description": "示例课程：逐条读《中华人民共和国民法典》总则编第九章“诉讼时效”的三个条文，每节数秒。幻灯片与朗读均由脚本生成，朗读为机器合成。",
  "cover": "cover.jpg",
  "access": "free",
  "chapters": [
    {
      "title": "第一章 诉讼时效期间",
      "lessons": [
        { "key": "l1", "title": "第一百八十八条 普通诉讼时效期间为三年", "file": "l1.mp4" }
      ]
    },
    {
      "title": "第二章 诉讼时效届满的效力",
      "lessons": [
        { "key": "l2", "title": "第一百九十二条 义务人的时效抗辩", "file": "l2.mp4" },
        { "key": "l3", "title": "第一百九十三条 法院不得主动适用时效", "file": "l3.mp4" }
      ]
    }
  ]
}
JSON

# ---- 刑法：audio, authorised ----------------------------------------------------------------------
dir="$DEMO_DIR/demo-xingfa-audio"
rm -rf "$dir"
mkdir -p "$dir"
audio_lesson "$dir/l1.m4a" '刑法第十七条' '已满十六周岁的人犯罪，应当负刑事责任。'
audio_lesson "$dir/l2.m4a" '刑法第七十四条' '对于累犯和犯罪集团的首要分子，不适用缓刑。'
cover "$dir/cover.jpg" '刑法总则速听' '示例 · 音频课 · 需授权' '0x7b2d26'
cat > "$dir/course.json" << 'JSON'
{
  "format": "yzfk-course/1",
  "key": "demo-xingfa-audio",
  "kind": "audio",
  "title": "刑法总则速听（示例）",
  "teacher": "有章法考教研组",
  "subject": "刑法",
  "description": "示例音频课（需授权）：朗读《中华人民共和国刑法》总则的两个条文，每节数秒。朗读为机器合成，由脚本生成。",
  "cover": "cover.jpg",
  "access": "authorised",
  "chapters": [
    {
      "title": "第一章 刑事责任年龄",
      "lessons": [{ "key": "l1", "title": "第十七条 已满十六周岁应负刑事责任", "file": "l1.m4a" }]
    },
    {
      "title": "第二章 缓刑",
      "lessons": [{ "key": "l2", "title": "第七十四条 不适用缓刑的情形", "file": "l2.m4a" }]
    }
  ]
}
JSON

# ---- check and sum up -----------------------------------------------------------------------------
for f in "$DEMO_DIR"/demo-minfa-video/*.mp4 "$DEMO_DIR"/demo-xingfa-audio/*.m4a; do
  streams="$(ffprobe -v error -show_entries stream=codec_name -of csv=p=0 "$f" | paste -sd+)"
  printf '%-40s %7d bytes  %5.2f s  %s\n' "${f#"$ROOT"/}" "$(stat -c %s "$f")" "$(duration "$f")" "$streams"
done
for f in "$DEMO_DIR"/demo-*/cover.jpg; do
  printf '%-40s %7d bytes\n' "${f#"$ROOT"/}" "$(stat -c %s "$f")"
done
total="$(cat "$DEMO_DIR"/demo-minfa-video/* "$DEMO_DIR"/demo-xingfa-audio/* | wc -c)"
echo "总计 / total: $total bytes (budget 3 MB = 3145728)"
((total <= 3145728)) || {
  echo "超出 3 MB 预算" >&2
  exit 1
}
