from upsonic import Agent, Task

agent = Agent(name="Report analyst", model="openai/gpt-4o")
task = Task(
    "Compare Q3 and Q2 revenue in reports/q3.pdf and reports/q2.pdf",
    context=["reports/q3.pdf", "reports/q2.pdf"],
)
print(agent.do(task))
