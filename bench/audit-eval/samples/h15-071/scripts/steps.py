# dodo.py
def task_clean_csv():
    return {"file_dep": ["raw/sales.csv"], "targets": ["build/sales.parquet"],
            "actions": ["python scripts/clean.py raw/sales.csv build/sales.parquet"]}

def task_report():
    return {"file_dep": ["build/sales.parquet"], "targets": ["build/report.html"],
            "actions": ["python -m reports.sales build/sales.parquet > build/report.html"]}
