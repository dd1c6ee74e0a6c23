from datasets import load_dataset
ds = load_dataset("jackhhao/jailbreak-classification")
print(ds["train"][0])   # {'prompt': '...', 'type': 'benign'}
