from langgraph.types import interrupt, Command
from langgraph.checkpoint.memory import InMemorySaver

SENSITIVE = {"send_email", "delete_record", "transfer_funds"}

def review_tools(state):
    call = state["messages"][-1].tool_calls[0]
    if call["name"] in SENSITIVE:
        decision = interrupt({"tool": call["name"], "args": call["args"]})
        if decision != "approve":
            return Command(goto="agent", update={"messages": [("user", "Tool call rejected.")]})
    return Command(goto="tools")

graph = builder.compile(checkpointer=InMemorySaver())
