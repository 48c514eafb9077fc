# Attack 33 probe (docs/ATTACK_REVIEW.md "Attack 33"); run from anywhere in the repository: PY=.venv/bin/python bash scripts/attack33/users_in.sh
P=${PY:-python}
R=$(git -C "$(dirname "$0")" rev-parse --show-toplevel); export PYTHONPATH=$R
cd $R
export GPU_ADVISOR_HOME=$(mktemp -d)
for u in "jp" "" "   " "zz-nowhere-99" "j\u200bp" "$(printf 'jp\u202e')" "NaN" "'; drop table x" "$(python3 -c "print('x'*5000)")" "mars"; do
 echo "== --users-in [${u:0:40}]"
 timeout 120 $P -m advisor recommend --params 8 --task inference --concurrency 10 --users-in "$u" 2>&1 | grep -iv "^|" | head -4
done
echo "== 41 values"
args=""; for i in $(seq 1 41); do args="$args --users-in r$i"; done
$P -m advisor recommend --params 8 --task inference --concurrency 10 $args 2>&1 | head -3
