from phi.agent import Agent
from phi.model.openai import OpenAIChat
from phi.tools.shell import ShellTools

agent = Agent(
    model=OpenAIChat(id="gpt-4o"),
    tools=[ShellTools()],
    instructions=[
        "Only run read-only commands: df, du, ls, uptime, systemctl status.",
        "Never delete, move or write files.",
        "Show every command before running it.",
    ],
    show_tool_calls=True,
    markdown=True,
)
agent.print_response("Why is the disk on this host filling up?")
