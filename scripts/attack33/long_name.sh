# Attack 33 probe (docs/ATTACK_REVIEW.md "Attack 33"); run from anywhere in the repository: PY=.venv/bin/python bash scripts/attack33/long_name.sh
P=${PY:-python}
R=$(git -C "$(dirname "$0")" rev-parse --show-toplevel); export PYTHONPATH=$R
cd $R
H=$(mktemp -d); export GPU_ADVISOR_HOME=$H
D=$(mktemp -d)
N=$(python3 -c "print('a'*250+'.csv')")
echo "== export -o a 254-char name"
$P -m advisor catalog export -o $D/$N 2>&1 | tail -2; echo rc=$?
ls $D | head
echo "== export -o same name via python open"
python3 -c "open('$D/$N','w').write('x')" && echo plain-open-ok
$P -m advisor catalog export -o $D/$N 2>&1 | tail -2; echo rc=$?
ls -la $D | head
