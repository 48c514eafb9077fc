# Attack 33 probe (docs/ATTACK_REVIEW.md "Attack 33"); run from anywhere in the repository: PY=.venv/bin/python bash scripts/attack33/home_files.sh
P=${PY:-python}
R=$(git -C "$(dirname "$0")" rev-parse --show-toplevel); export PYTHONPATH=$R
cd $R
H=$(mktemp -d); export GPU_ADVISOR_HOME=$H
mkdir -p $H/catalog; cp catalog/data/instances.csv $H/catalog/instances.csv
echo "== template over the catalog in use"
$P -m advisor catalog template --provider alibaba -o $H/catalog/instances.csv 2>&1 | tail -2; echo rc=$?
head -c 200 $H/catalog/instances.csv; echo
$P -m advisor catalog info 2>&1 | head -8
$P -m advisor ask "serve llama-3-8b for 10 users" 2>&1 | head -5
echo "== chart over the catalog in use"
cp catalog/data/instances.csv $H/catalog/instances.csv
$P -m advisor ask "serve llama-3-8b for 10 users" --chart $H/catalog/instances.csv 2>&1 | tail -2; echo rc=$?
file $H/catalog/instances.csv
$P -m advisor catalog info 2>&1 | head -4
