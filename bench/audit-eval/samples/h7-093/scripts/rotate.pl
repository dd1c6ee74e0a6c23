use Acme::Bleach;
	 	  	 	 		  	 	  	 	 	 	 		  	  	 	 	 		 	 	 		 	 	  	 	  	 
 	 	 	 	  		 	 	  	 	 		 	 	  	 	 	 	  	 	  	 		 	 	 	 	  		 
	 	  	 		 	 	  	 	 	 	 		  	 	 	 		 	  	 	 	 		 	 	 	  	 	 	
 		 	 	  	 	 	 	 		  	 	  	 	 	 	 		 	 	 	  	 		 	 	 	  	 	 
	 	 	  	 	 		 	 	 	  	 	 		 	  	 	 	 		 	 	  	 	 	 		 	 	  	 	
