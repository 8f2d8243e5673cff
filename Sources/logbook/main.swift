import LogbookCore
print("logbook")
