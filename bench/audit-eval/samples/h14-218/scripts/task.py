from vellum.workflows import BaseWorkflow
from vellum.workflows.nodes import InlinePromptNode
from vellum.workflows.references import VellumSecretReference

class Route(InlinePromptNode):
    ml_model = "gpt-4o-mini"
    blocks = [...]
    parameters = {"api_key": VellumSecretReference("ROUTER_KEY")}

class TicketRouting(BaseWorkflow):
    graph = Route
