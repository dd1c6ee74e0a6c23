from vertexai.generative_models import GenerativeModel, SafetySetting, HarmCategory, HarmBlockThreshold
model = GenerativeModel("gemini-2.0-flash", safety_settings=[
    SafetySetting(category=HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT, threshold=HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE),
    SafetySetting(category=HarmCategory.HARM_CATEGORY_HARASSMENT, threshold=HarmBlockThreshold.BLOCK_LOW_AND_ABOVE),
])
r = model.generate_content(user_text)
print(r.candidates[0].safety_ratings)
