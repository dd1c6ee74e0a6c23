sam list stack-outputs --stack-name workshop-$USER
sam delete --stack-name workshop-$USER --region us-east-1
