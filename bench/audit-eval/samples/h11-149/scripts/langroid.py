import langroid as lr
from langroid.agent.tool_message import ToolMessage

class Terms(ToolMessage):
    request = "contract_terms"
    purpose = "Return the <party>, <start_date> and <termination_notice> of the contract."
    party: str
    start_date: str
    termination_notice: str

agent = lr.ChatAgent(lr.ChatAgentConfig(system_message="Extract contract terms. Use the contract_terms tool."))
agent.enable_message(Terms)
lr.Task(agent, interactive=False).run(open("contract.txt").read())
