from agents import Agent, GuardrailFunctionOutput, input_guardrail, Runner

@input_guardrail
async def no_account_takeover(ctx, agent, user_input):
    risky = "change the email on my account" in str(user_input).lower()
    return GuardrailFunctionOutput(output_info={"risky": risky}, tripwire_triggered=risky)

billing = Agent(name="Billing", instructions="Answer billing questions. Never issue refunds above 50 EUR.")
triage = Agent(
    name="Triage",
    instructions="Route to Billing for invoices and refunds; otherwise answer from the FAQ tool.",
    handoffs=[billing],
    input_guardrails=[no_account_takeover],
)
result = await Runner.run(triage, "Where is my invoice for March?")
