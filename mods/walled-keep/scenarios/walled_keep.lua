-- "The Walled Keep": opening the door reveals the inner room. on_door_open is called as
-- fn(ctx, ev) with ev = { figure, hex }, once, when the character steps into the closed door.

function reveal_inner_room(ctx, ev)
  game.message("The door creaks open: a centipede scuttles out from between the books.")
  figures.spawn("venomous-centipede", { 6, 3 })
end
