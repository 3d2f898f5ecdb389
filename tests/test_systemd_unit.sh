#!/usr/bin/env bash
# test_systemd_unit.sh BIN_DIR: dist/altered-judged.service.in's advice on
# keys works: the daemon, started as the unit starts it (its ExecStart, its
# EnvironmentFile's ALTERED_JUDGED_OPTS split into words), with the CURVE
# key handed over as its comment says (LoadCredential=, read from
# /run/credentials/altered-judged.service), serves a CURVE client; the
# advice it gave before (a group-readable key) is refused.
#
# No systemd runs here as the test's service manager, so the test does
# what systemd does for the unit: it copies the credential into a folder
# of its own (mode 0400, and again 0440, which is how the mode of a
# credential systemd gives its user through an ACL reads), points
# $CREDENTIALS_DIRECTORY at it, and, as root, runs the daemon as an
# unprivileged user (DynamicUser=yes), the credential that user's.
#
#   bash tests/test_systemd_unit.sh BIN_DIR
set -u
bin=${1:?usage: test_systemd_unit.sh BIN_DIR}
case "$bin" in /*) ;; *) bin="$PWD/$bin" ;; esac
root=$(cd "$(dirname "$0")/.." && pwd)
judged="$bin/altered-judged"
client="$bin/altered-judge-client"
. "$(dirname "$0")/lib.sh"   # tmp, check, ok, bad
pids=()
trap 'for p in "${pids[@]}"; do kill -KILL "$p" 2> /dev/null; done; rm -rf "$tmp"' EXIT

unit="$tmp/altered-judged.service"
sed "s|@ALT_JUDGED_BIN@|$judged|g" "$root/dist/altered-judged.service.in" > "$unit"

# What the unit says: ExecStart, and the advice in its comment.
exec_start=$(sed -n 's/^ExecStart=//p' "$unit")
cred_line=$(sed -n 's/^#   LoadCredential=//p' "$unit")
opts_line=$(sed -n 's/^#   ALTERED_JUDGED_OPTS=//p' "$unit" | grep -- '--curve-secret-key' | head -1)
cred_id=${cred_line%%:*}
check $([ "${exec_start%% *}" = "$judged" ] && [ "${exec_start#* }" = '$ALTERED_JUDGED_OPTS' ] &&
        [ -n "$cred_id" ] && [ -n "$opts_line" ]; echo $?) \
  "the unit runs the daemon with \$ALTERED_JUDGED_OPTS and advises LoadCredential=$cred_line" \
  "ExecStart=$exec_start; advice: '$cred_line' '$opts_line'"
grep -q 'group-readable' "$unit" && bad "the unit still advises a group-readable key"

# The organizer's key, root's, mode 0600, as the comment asks.
mkdir -p "$tmp/etc"
"$judged" --gen-keys "$tmp/etc/server" > /dev/null
"$judged" --gen-keys "$tmp/alice" > /dev/null

# The service's user: an unprivileged one when the test may become it.
as_user=()
if [ "$(id -u)" = 0 ] && command -v setpriv > /dev/null && id nobody > /dev/null 2>&1; then
  as_user=(setpriv --reuid=nobody --regid="$(id -g nobody)" --clear-groups --)
  chmod 711 "$tmp"   # the scratch folder: the daemon's user must reach its own files in it
fi

# run_unit CREDS_DIR MODE: starts the daemon as the unit would with the
# credential in CREDS_DIR at MODE; sets $endpoint (empty when it did not
# start) and $log.
run_unit() {
  local creds=$1 mode=$2
  rm -rf "$creds"
  mkdir -p "$creds"
  cp "$tmp/etc/server.key" "$creds/$cred_id"
  chmod "$mode" "$creds/$cred_id"
  if [ ${#as_user[@]} -gt 0 ]; then chown nobody "$creds" "$creds/$cred_id"; fi
  chmod 500 "$creds"
  # /etc/default/altered-judged as the comment writes it, bound to a free
  # loopback port, the credential folder where this test made it.
  local opts=${opts_line#\"}
  opts=${opts%\"}
  opts=${opts//\/run\/credentials\/altered-judged.service/$creds}
  opts=${opts//--bind tcp:\/\/0.0.0.0:5555/--bind tcp:\/\/127.0.0.1:*}
  printf 'ALTERED_JUDGED_OPTS="%s"\n' "$opts" > "$tmp/default"
  log="$tmp/daemon.$mode.log"
  # EnvironmentFile=, then ExecStart= with $ALTERED_JUDGED_OPTS split into words.
  (
    set -a
    . "$tmp/default"
    set +a
    # shellcheck disable=SC2086
    exec env CREDENTIALS_DIRECTORY="$creds" "${as_user[@]}" "${exec_start%% *}" $ALTERED_JUDGED_OPTS
  ) > "$tmp/out.$mode" 2> "$log" &
  pids+=($!)
  endpoint=""
  for _ in $(seq 100); do
    endpoint=$(head -1 "$tmp/out.$mode" 2> /dev/null)
    [ -n "$endpoint" ] && break
    kill -0 "${pids[-1]}" 2> /dev/null || break
    sleep 0.1
  done
}

for mode in 400 440; do
  run_unit "$tmp/run/credentials/altered-judged.service" "$mode"
  out=$("$client" --endpoint "$endpoint" --timeout 20000 --curve-server-key "$tmp/etc/server.pub" \
          --curve-key "$tmp/alice" info 2>&1); rc=$?
  check $([ -n "$endpoint" ] && [ $rc = 0 ] && grep -q '^engine ' <<< "$out"; echo $?) \
    "as the unit says, the key a credential of mode $mode${as_user:+ owned by nobody}: the daemon serves CURVE" \
    "endpoint '$endpoint', exit $rc: $out $(tail -3 "$log")"
  kill -TERM "${pids[-1]}" 2> /dev/null
  wait "${pids[-1]}" 2> /dev/null; rc=$?
  check $([ $rc = 0 ]; echo $?) "and stops with exit 0 on SIGTERM" "exit $rc"
done

# The advice before: a group-readable key, outside the credentials folder.
cp "$tmp/etc/server.key" "$tmp/group.key"
chmod 640 "$tmp/group.key"
out=$("$judged" --bind 'tcp://127.0.0.1:*' --curve-secret-key "$tmp/group.key" 2>&1 < /dev/null); rc=$?
check $([ $rc = 1 ] && grep -q "group or others may read this secret key" <<< "$out" &&
        grep -q "LoadCredential" <<< "$out"; echo $?) \
  "a group-readable key (the unit's old advice) is refused, pointing at LoadCredential=" "exit $rc: $out"
# The exception is the credentials folder alone: the same mode elsewhere is refused.
mkdir -p "$tmp/elsewhere"
cp "$tmp/etc/server.key" "$tmp/elsewhere/server.key"
chmod 440 "$tmp/elsewhere/server.key"
out=$(CREDENTIALS_DIRECTORY="$tmp/run/credentials/altered-judged.service" \
        "$judged" --bind 'tcp://127.0.0.1:*' --curve-secret-key "$tmp/elsewhere/server.key" 2>&1 < /dev/null); rc=$?
check $([ $rc = 1 ] && grep -q "group or others may read" <<< "$out"; echo $?) \
  "a key of mode 0440 outside \$CREDENTIALS_DIRECTORY is refused" "exit $rc: $out"

echo "$passed passed, $failed failed"
[ "$failed" = 0 ]
