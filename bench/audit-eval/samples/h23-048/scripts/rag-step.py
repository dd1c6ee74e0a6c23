from azure.ai.evaluation import IndirectAttackEvaluator
ev = IndirectAttackEvaluator(azure_ai_project=project, credential=cred)
result = ev(query=q, response=answer)
