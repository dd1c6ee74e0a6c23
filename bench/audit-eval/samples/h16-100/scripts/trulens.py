from trulens.core import Feedback, TruSession
from trulens.providers.openai import OpenAI as Provider

session = TruSession()
provider = Provider(model_engine="gpt-4o-mini")
f_relevance = Feedback(provider.relevance, name="Answer relevance").on_input_output()
f_harm = Feedback(provider.harmfulness, name="Harmfulness").on_output()
