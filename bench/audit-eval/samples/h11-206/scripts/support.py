from swarm import Swarm, Agent

def to_billing(): return billing
def to_tech(): return tech

triage = Agent(name="Triage", instructions="Decide whether the user needs billing or tech help; hand off.",
               functions=[to_billing, to_tech])
billing = Agent(name="Billing", instructions="Answer billing questions. Never issue refunds; link the refund form.")
tech = Agent(name="Tech", instructions="Troubleshoot step by step; ask before suggesting any command.")

print(Swarm().run(agent=triage, messages=[{"role": "user", "content": "I was charged twice"}]).messages[-1]["content"])
