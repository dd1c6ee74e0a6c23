module "vpc" {
  source  = "gitlab.example.com/platform/vpc/aws"
  version = "2.1.0"
}
