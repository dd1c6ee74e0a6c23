-- public buckets
select name, region from aws_s3_bucket where bucket_policy_is_public;
-- users without MFA
select name from aws_iam_user where not mfa_enabled;
-- security groups open to the world on 22
select group_id, group_name from aws_vpc_security_group_rule
where type = 'ingress' and cidr_ipv4 = '0.0.0.0/0' and from_port <= 22 and to_port >= 22;
