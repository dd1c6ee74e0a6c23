nomad job status -short | awk '$2=="batch" && $4=="dead" {print $1}' | while read j; do
  nomad job stop -purge "$j"
done
